export {
  UnderConstruction,
  COMPONENT_ID as UNDER_CONSTRUCTION_ID,
  type UnderConstructionProps,
} from './under-construction';
